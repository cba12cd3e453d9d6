/**
 * Fault injection: the one place where a visitor's fault setting turns into an answer, for the
 * ajax dispatcher and for every other route that registered an endpoint (the images).
 */
import type { Response } from 'express';
import type { RequestFields } from '../http/request.ts';
import { sendPhpJson } from '../http/respond.ts';
import { takeFault } from './modes.ts';
import type { FaultAnswer, RegisteredFault } from './registry.ts';
import type { Session } from '../shared/session.ts';

/** Answers held open by the `hang` fault; `releaseAll` ends them (tests, shutdown). */
export class HeldAnswers {
  private readonly held = new Set<Response>();

  hold(res: Response): void {
    this.held.add(res);
    res.on('close', () => this.held.delete(res));
  }

  releaseAll(): void {
    for (const res of this.held) res.socket?.destroy();
    this.held.clear();
  }
}

function sendFaultAnswer(res: Response, answer: FaultAnswer): void {
  if ('json' in answer) sendPhpJson(res, answer.status, answer.json);
  else res.status(answer.status).type(answer.type).send(answer.body);
}

export interface Call {
  res: Response;
  endpoint: RegisteredFault;
  /** The visitor; none when the request names no session (images never create one). */
  visitor: Session | undefined;
  /** The request's fields, for endpoints whose error answer depends on them. */
  fields: RequestFields;
  held: HeldAnswers;
  /** Does the endpoint's real work and sends its answer. */
  answer: () => void;
}

/** Answers the call normally, or as the visitor's fault for the endpoint says (counting down `times`). */
export function answerCall({ res, endpoint, visitor, fields, held, answer }: Call): void {
  const fault = visitor ? takeFault(visitor.faults, endpoint.name) : undefined;
  if (!fault) return answer();
  res.set('Cache-Control', 'no-store');
  switch (fault.mode) {
    case 'http500':
      return sendFaultAnswer(res, endpoint.serverError);
    case 'invalid_json':
      return sendFaultAnswer(res, endpoint.brokenBody);
    case 'error_body':
      return sendFaultAnswer(res, endpoint.errorBody(fields, visitor));
    case 'slow':
      // The work happens after the delay, like a slow PHP worker; it still happens when the
      // client gave up in the meantime (a timed-out request may have changed the cart).
      setTimeout(answer, fault.delayMs);
      return;
    case 'hang':
      held.hold(res);
      return;
  }
}
