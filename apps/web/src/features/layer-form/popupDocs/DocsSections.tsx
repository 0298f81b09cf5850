import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { CodeSample } from './CodeSample.js';
import {
  BLOCK_EXAMPLES,
  FIELD_CODE,
  FIELD_NAMES,
  HELPER_EXAMPLES,
  REFUSED,
  SYNTAX_EXAMPLES,
} from './docsExamples.js';
import type { DocsTexts } from './docsMessages.js';

const code = { fontFamily: 'monospace', fontSize: 13 } as const;

/** Directives, bindings and the popup's sections, each with its example. */
export function DocsSyntax({ texts }: { texts: DocsTexts }) {
  return (
    <>
      {SYNTAX_EXAMPLES.map((example) => (
        <Box key={example.id} component="section" sx={{ mb: 2.5 }}>
          <Typography variant="body2">{texts.syntax[example.id]}</Typography>
          <CodeSample code={example.code} copyLabel={texts.copy} copiedLabel={texts.copied} />
        </Box>
      ))}
    </>
  );
}

/** Every building block: what it does, its attributes, an example. */
export function DocsBlocks({ texts }: { texts: DocsTexts }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.blocksIntro}
      </Typography>
      {BLOCK_EXAMPLES.map((block) => (
        <Box key={block.name} component="section" aria-label={block.name} sx={{ mb: 3 }}>
          <Typography variant="subtitle2" component="h3" sx={code}>
            {`<${block.name}>`}
          </Typography>
          <Typography variant="body2">{texts.blocks[block.name]}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {texts.attributes.replace('{{list}}', block.attributes)}
          </Typography>
          <CodeSample code={block.code} copyLabel={texts.copy} copiedLabel={texts.copied} />
        </Box>
      ))}
    </>
  );
}

function NameTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small">
        <TableBody>
          {rows.map(([name, text]) => (
            <TableRow key={name}>
              <TableCell sx={{ ...code, verticalAlign: 'top', width: '45%' }}>{name}</TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** What a template reads: its scope, then the attributes the presets use. */
export function DocsFields({ texts }: { texts: DocsTexts }) {
  const row = (name: (typeof FIELD_NAMES)[number]) =>
    [FIELD_CODE[name], texts.fields[name]] as const;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.fieldsIntro}
      </Typography>
      <NameTable rows={FIELD_NAMES.slice(0, 4).map(row)} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.fieldsPresetsIntro}
      </Typography>
      <NameTable rows={FIELD_NAMES.slice(4).map(row)} />
    </>
  );
}

/** The helpers a template may call, with a call each. */
export function DocsHelpers({ texts }: { texts: DocsTexts }) {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.helpersIntro}
      </Typography>
      <NameTable rows={HELPER_EXAMPLES.map((h) => [h.code, texts.helpers[h.name]] as const)} />
    </>
  );
}

/** What is refused, and why. */
export function DocsRefused({ texts }: { texts: DocsTexts }) {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.refusedIntro}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
        {REFUSED.map((id) => (
          <Typography component="li" variant="body2" key={id} sx={{ mb: 1 }}>
            {texts.refused[id]}
          </Typography>
        ))}
      </Box>
    </>
  );
}
