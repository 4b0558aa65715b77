import type { EmbeddedPool } from './public-types';
import type { EmbeddedIdentity } from './service';

/** The embedded pool's internals behind its public face; read only through `./testing`. */
export const internalsOf = new WeakMap<EmbeddedPool, EmbeddedIdentity>();
