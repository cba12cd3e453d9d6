/**
 * The endpoints that QA can make fail. A domain registers each of its endpoints once (name,
 * label, whether `*` includes it, how its failures look); the JSON API, the control page and
 * the injection know nothing else about them.
 */
import type { RequestFields } from '../http/request.ts';
import type { Session } from '../shared/session.ts';

/** What a faulted call answers instead of the real answer. */
export type FaultAnswer = { status: number; json: unknown } | { status: number; type: string; body: string };

export interface FaultEndpointSpec {
  /** The name in the JSON API and the control page's form fields (`faults[<name>][mode]`). */
  name: string;
  /** What the endpoint does, in German, for the control page. */
  label: string;
  /** Whether `*` faults it too (default true). */
  inStar?: boolean;
  /** Mode http500 (default: an HTML error page with status 500, as PHP sends it). */
  serverError?: FaultAnswer;
  /** Mode invalid_json: status 200 and a body the client cannot read (default: a PHP fatal error in HTML). */
  brokenBody?: FaultAnswer;
  /**
   * Mode error_body: the endpoint's own error answer (default: WordPress's `{ success: false,
   * data: { message } }`). `visitor` is there to leave a notice where the real refusal would.
   */
  errorBody?: (fields: RequestFields, visitor: Session | undefined) => FaultAnswer;
}

export type RegisteredFault = Required<FaultEndpointSpec>;

const PHP_SERVER_ERROR: FaultAnswer = {
  status: 500,
  type: 'text/html',
  body: '<!doctype html><title>Fehler</title><p>Simulierter Serverfehler (HTTP 500).</p>',
};

const PHP_FATAL_ERROR: FaultAnswer = {
  status: 200,
  type: 'text/html',
  body: '<html><body><b>Fatal error</b>: Uncaught Error: simulierter PHP-Fehler in /var/www/html/wp-content/plugins/demo.php:42</body></html>',
};

const WP_JSON_ERROR: FaultAnswer = { status: 200, json: { success: false, data: { message: 'Simulierter Fehler' } } };

export class FaultRegistry {
  // A Map, not an object: endpoint names come from requests, and `constructor` or `__proto__`
  // must not find anything.
  private readonly endpoints = new Map<string, RegisteredFault>();

  register(spec: FaultEndpointSpec): RegisteredFault {
    if (this.endpoints.has(spec.name)) throw new Error(`Fault endpoint ${spec.name} is registered twice`);
    const registered: RegisteredFault = {
      inStar: true,
      serverError: PHP_SERVER_ERROR,
      brokenBody: PHP_FATAL_ERROR,
      errorBody: () => WP_JSON_ERROR,
      ...spec,
    };
    this.endpoints.set(spec.name, registered);
    return registered;
  }

  has(name: string): boolean {
    return this.endpoints.has(name);
  }

  get(name: string): RegisteredFault | undefined {
    return this.endpoints.get(name);
  }

  /** In registration order. */
  list(): RegisteredFault[] {
    return [...this.endpoints.values()];
  }

  names(): string[] {
    return [...this.endpoints.keys()];
  }

  /** What `*` stands for. */
  starNames(): string[] {
    return this.list()
      .filter((endpoint) => endpoint.inStar)
      .map((endpoint) => endpoint.name);
  }

  /** "alle außer images", for messages and the control page. */
  describeStar(): string {
    const left = this.list().filter((endpoint) => !endpoint.inStar);
    return left.length ? `alle außer ${left.map((endpoint) => endpoint.name).join(', ')}` : 'alle';
  }
}
