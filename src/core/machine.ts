/**
 * The shape every multi-step behaviour takes (variation form, unit price, sticky bar, and the
 * checkout and payment flows to come): a pure transition `(state, event) → { state, effects }`
 * that table tests hold to the spec without a DOM, and a driver that feeds it the events a
 * hook reads from the page and carries the effects out through the hook's port.
 *
 * An effect is a call to the port written down as data, `[method, ...arguments]`
 * (`['emit', 'sf:reset-data']`, `['alert', 'Bitte wähle …']`): tables compare them with
 * toEqual, and the hook needs no dispatch code of its own. No state-machine library: the
 * product page's 30 kB budget has a few hundred bytes left and a transition function needs
 * nothing they add (README.md, Dependencies).
 */

/** The page side of a machine: one method per kind of effect. */
export type Port<P> = { [K in keyof P]: (...args: never) => void };

/** The port's calls as data: `[method, ...arguments]`. */
export type EffectOf<P extends Port<P>> = { [K in keyof P]: P[K] extends (...args: infer A) => void ? [K, ...A] : never }[keyof P];

export interface Step<S, X> {
  state: S;
  /** Carried out in order, after the state is committed. */
  effects: X[];
}

export type Transition<S, E, X> = (state: S, event: E) => Step<S, X>;

export interface Machine<E> {
  send(event: E): void;
  /** Sends the last event (its effects tidy up: abort, restore), then ignores every later one. */
  stop(event: E): void;
}

export function startMachine<S, E, P extends Port<P>>(transition: Transition<S, E, EffectOf<P>>, state: S, port: P): Machine<E> {
  let stopped = false;
  const send = (event: E) => {
    // An answer or a timer that comes after the widget let go must not write to the page.
    if (stopped) return;
    const step = transition(state, event);
    // Committed before the effects run: an effect can dispatch a DOM event that the hook
    // feeds straight back in (an echo), and that event must meet the new state.
    state = step.state;
    for (const [method, ...args] of step.effects) (port[method] as unknown as (...args: unknown[]) => void)(...args);
  };
  return {
    send,
    stop(event) {
      send(event);
      stopped = true;
    },
  };
}
