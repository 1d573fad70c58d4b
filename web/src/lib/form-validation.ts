import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateMessage } from './i18n';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * A Mantine form validator from a shared zod schema (the one the server checks the same body
 * with), with the schema's English messages translated.
 */
export function validateWith<Values>(schema: StandardSchema): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateMessage(message) : message,
      ]),
    );
}
