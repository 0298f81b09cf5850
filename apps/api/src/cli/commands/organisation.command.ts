import { organisationCreate } from '@waymark/contract';
import type { Container } from '../../container.js';
import { parse, UsageError } from '../args.js';

export async function createOrganisation(container: Container, argv: string[]): Promise<string> {
  const { values } = parse(argv, {
    name: { type: 'string' },
    domain: { type: 'string' },
    'alt-domain': { type: 'string', multiple: true },
  });
  const parsed = organisationCreate.safeParse({
    name: values.name,
    domain: values.domain ?? null,
    alt_domains: values['alt-domain'] ?? [],
  });
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const hosts = [parsed.data.domain, ...(parsed.data.alt_domains ?? [])].filter(
    (h): h is string => !!h,
  );
  const used = await container.repos.organisations.hostsInUse(hosts);
  if (used.length) throw new UsageError(`already used by another organisation: ${used.join(', ')}`);
  const org = await container.repos.organisations.create({
    name: parsed.data.name,
    domain: parsed.data.domain ?? null,
    alt_domains: parsed.data.alt_domains ?? [],
  });
  return `Created organisation ${org.id} '${org.name}'`;
}
