import type { AppContext } from '../app-context.js';
import type { Database } from '../db/client.js';

type Change = { actorId: number; now: Date };
type Released = { ended: number; removed: number };

/**
 * What a records feature (vehicles, drivers) tells the features built on it, inside its own
 * transaction: a handler's writes commit or roll back with the change, and a handler may refuse
 * it by throwing. The records feature never imports the processes that follow it
 * (docs/ARCHITECTURE.md, "Server layers"); the app says who handles what at start.
 */
type DomainEvents = {
  /** A vehicle is about to be deleted, already locked. */
  'vehicle deleted': { says: Change & { vehicle: { id: number; equipmentNumber: string } }; answers: unknown };
  /** A vehicle is being disposed of (issue 37), already locked: what each handler let go, for the audit. */
  'vehicle disposed': { says: Change & { vehicle: { id: number; equipmentNumber: string } }; answers: Released };
  /** A driver was archived: what each handler let go, for the message. */
  'driver archived': { says: Change & { driverId: number }; answers: Released };
  /** A driver is about to be deleted. */
  'driver deleted': { says: Change & { driverId: number }; answers: unknown };
};

type EventName = keyof DomainEvents;
export type DomainEventHandler<Event extends EventName> = (
  context: AppContext,
  transaction: Database,
  says: DomainEvents[Event]['says'],
) => Promise<DomainEvents[Event]['answers']>;

// Stored without their event's types (a handler of any event takes `never`); `announce` reads
// them back under the event they were registered for. A Set per event: every app built in one
// process (tests build many) registers the same handlers.
type StoredHandler = (context: AppContext, transaction: Database, says: never) => Promise<unknown>;
const handlers = new Map<EventName, Set<StoredHandler>>();

export function onDomainEvent<Event extends EventName>(event: Event, handler: DomainEventHandler<Event>): void {
  const known = handlers.get(event) ?? new Set();
  known.add(handler);
  handlers.set(event, known);
}

/** Runs the event's handlers one after the other in the caller's transaction; their answers in order. */
export async function announce<Event extends EventName>(
  context: AppContext,
  transaction: Database,
  event: Event,
  says: DomainEvents[Event]['says'],
): Promise<DomainEvents[Event]['answers'][]> {
  const known = handlers.get(event);
  // Unheard, the change would leave what hangs on the record (running assignments) behind.
  if (!known) throw new Error(`No handler for the domain event '${event}': buildApp registers them.`);
  const answers: DomainEvents[Event]['answers'][] = [];
  for (const handler of known) {
    answers.push(await (handler as DomainEventHandler<Event>)(context, transaction, says));
  }
  return answers;
}
