// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startMachine, type EffectOf, type Transition } from './machine';

/** A counter whose `echo` effect sends an event back in, as a DOM echo does. */
interface Port {
  log(text: string): void;
  echo(): void;
}
type Event = 'add' | 'echoed' | 'stop';
const counter: Transition<number, Event, EffectOf<Port>> = (count, event) => {
  if (event === 'add') return { state: count + 1, effects: [['log', `added, now ${count + 1}`], ['echo'], ['log', 'after the echo']] };
  if (event === 'echoed') return { state: count, effects: [['log', `echo sees ${count}`]] };
  return { state: count, effects: [['log', 'stopped']] };
};

function drive() {
  const seen: string[] = [];
  const machine = startMachine(counter, 0, { log: (text) => seen.push(text), echo: () => machine.send('echoed') });
  return { machine, seen };
}

describe('startMachine', () => {
  it('calls the port with each effect’s arguments, in order; an echo meets the new state', () => {
    const { machine, seen } = drive();
    machine.send('add');
    expect(seen).toEqual(['added, now 1', 'echo sees 1', 'after the echo']);
  });

  it('stop runs its own event, then ignores late answers', () => {
    const { machine, seen } = drive();
    machine.stop('stop');
    machine.send('add');
    expect(seen).toEqual(['stopped']);
  });
});
