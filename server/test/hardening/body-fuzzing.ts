import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { multipartBody } from '../support/multipart.js';
import type { TestApp } from '../support/test-app.js';
import { casesFor, fieldName, leaveOut, withValue, type InputCase } from './input-cases.js';
import { fieldsOf, jsonSchemaOf, madeUpSample, type Field } from './input-fields.js';
import { brokenPromise, outcomeOf, type Outcome } from './request-cases.js';
import type { RecordedRoute } from './route-recorder.js';
import { routeSample } from './route-samples.js';
import { routeTable, samplePath } from './route-table.js';
import { changedTables, tableChecksums } from './table-checksums.js';
import type { SeededFleet } from './seed.js';

export type BodyForm = 'json' | 'multipart';

/**
 * Spoils the body of one route a field at a time and reports what went wrong: any broken promise
 * (5xx, 4xx without a message), and any row changed by the cases wrong by construction.
 */
export function bodyFuzzer(testApp: TestApp, fleet: SeededFleet) {
  function sampleBody(route: RecordedRoute): Record<string, unknown> {
    return routeSample(route.key, fleet)?.body ?? madeUpSample(jsonSchemaOf(route.schema.body, 'input'));
  }

  /** Whether the route's own schema refuses the sample with this field's value. */
  function refusedBy(route: RecordedRoute, field: Field) {
    const schema = route.schema.body as z.ZodType | undefined;
    return (value: unknown) => {
      if (!schema) return false;
      try {
        return !schema.safeParse(withValue(sampleBody(route), field.path, value)).success;
      } catch {
        return true;
      }
    };
  }

  async function send(route: RecordedRoute, body: Record<string, unknown>, form: BodyForm) {
    const options: InjectOptions = {
      method: route.method,
      url: samplePath(route.url, routeTable[route.key]!, fleet.ids),
      headers: { authorization: `Bearer ${fleet.users.admin.token}` },
    };
    if (form === 'json') {
      options.payload = body;
    } else {
      const multipart = multipartBody(body as Record<string, string | string[]>);
      options.payload = multipart.payload;
      options.headers = { ...options.headers, ...multipart.headers };
    }
    return testApp.request(undefined, options);
  }

  /** The case as form data, or undefined when form data cannot say it (null, an object). */
  function formBody(route: RecordedRoute, entry: InputCase): Record<string, unknown> | undefined {
    const fields: Record<string, unknown> = Object.fromEntries(
      Object.entries(sampleBody(route)).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
      ]),
    );
    const name = String(entry.field.path[0]);
    const value = entry.value;
    if (value === leaveOut) delete fields[name];
    else if (Array.isArray(value) && value.length <= 2) fields[name] = value.map(String);
    else if (value === null || typeof value === 'object') return undefined;
    else fields[name] = String(value);
    return fields;
  }

  /** The cases of every field: form data gets the top-level fields and only the cases it can carry. */
  function casesOf(route: RecordedRoute, form: BodyForm): InputCase[] {
    const sample = sampleBody(route);
    const fields = fieldsOf(
      jsonSchemaOf(route.schema.body, 'input'),
      jsonSchemaOf(route.schema.body, 'output'),
      sample,
    );
    const cases = fields.flatMap((field) => casesFor(field, refusedBy(route, field)));
    // Form data sends the hostile texts exactly as JSON does; only what differs is tried.
    return form === 'json' ? cases : cases.filter((entry) => entry.field.path.length === 1 && entry.invalid);
  }

  async function run(route: RecordedRoute, entry: InputCase, form: BodyForm): Promise<Outcome | undefined> {
    const body =
      form === 'json'
        ? (withValue(sampleBody(route), entry.field.path, entry.value) as Record<string, unknown>)
        : formBody(route, entry);
    if (!body) return undefined;
    const label = `${route.key} ${form} ${fieldName(entry.field.path)} = ${entry.label}`;
    return outcomeOf(label, await send(route, body, form));
  }

  return {
    sampleBody,
    send,
    async fuzz(route: RecordedRoute, form: BodyForm): Promise<string[]> {
      const problems: string[] = [];
      const cases = casesOf(route, form);
      const before = await tableChecksums(testApp.context.db);
      const accepted: string[] = [];
      for (const entry of cases.filter((one) => one.invalid)) {
        const outcome = await run(route, entry, form);
        if (!outcome) continue;
        if (outcome.status < 400) accepted.push(outcome.label);
        const broken = brokenPromise(outcome);
        if (broken) problems.push(broken);
      }
      const changed = changedTables(before, await tableChecksums(testApp.context.db));
      if (changed.length > 0) {
        problems.push(
          `${route.key} ${form}: input wrong by construction changed ${changed.join(', ')}; accepted: ${accepted.join('; ') || 'none'}`,
        );
      }
      for (const entry of cases.filter((one) => !one.invalid)) {
        const outcome = await run(route, entry, form);
        const broken = outcome && brokenPromise(outcome);
        if (broken) problems.push(broken);
      }
      return problems;
    },
  };
}
