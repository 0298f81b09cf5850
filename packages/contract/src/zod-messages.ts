import { z } from 'zod';

/**
 * Field messages in the wording the portal's forms show (Django REST framework's), so a
 * missing field reads 'This field is required.' rather than zod's type-error text.
 *
 * jitless: zod would compile object parsers with `new Function`, and probes whether it may by
 * calling it; the web app runs under a Content-Security-Policy without eval, where that probe
 * is a violation. The server validates small bodies and does not miss it.
 */
z.config({
  jitless: true,
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      if (issue.expected === 'number' || issue.expected === 'int')
        return 'A valid integer is required.';
      if (issue.expected === 'string') return 'Not a valid string.';
      if (issue.expected === 'boolean') return 'Must be a valid boolean.';
      if (issue.expected === 'array')
        return `Expected a list of items but got type "${typeof issue.input}".`;
      return `Invalid type: expected ${issue.expected}.`;
    }
    if (issue.code === 'too_big' && issue.origin === 'string')
      return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
      return 'This field may not be blank.';
    if (issue.code === 'too_small' && issue.origin === 'string')
      return `Ensure this field has at least ${String(issue.minimum)} characters.`;
    if (issue.code === 'too_big' && issue.origin === 'number')
      return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
    if (issue.code === 'too_small' && issue.origin === 'number')
      return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
    if (issue.code === 'too_big' && issue.origin === 'array')
      return `Ensure this field has no more than ${String(issue.maximum)} elements.`;
    if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
    if (issue.code === 'invalid_value') return 'Not a valid choice.';
    return undefined;
  },
});

export const zodMessagesConfigured = true;
