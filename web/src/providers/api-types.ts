// The API's answers as the committed OpenAPI document describes them (decision 0081): types only, read
// from api-schema.ts, which `npm run api-types -w web` generates from docs/api/openapi.json. The data
// provider's custom calls (action, get, post) take their answer type from here, so a change of an answer
// in the document fails the console's typecheck where the answer is read.
import type { paths } from './api-schema.ts';

export type ApiPath = keyof paths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A document path as the addresses it matches: `/api/v1/devices/{id}/ports` -> `/api/v1/devices/${string}/ports`. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : P;

/** The document's path for an address: itself when the document names it, else the paths whose pattern it matches. */
export type PathOf<U extends string> = U extends ApiPath ? U : { [P in ApiPath]: U extends Pattern<P> ? P : never }[ApiPath];

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Operation<P extends ApiPath, M extends HttpMethod> = paths[P][Lowercase<M>];

/** The JSON body of an operation's success answers (2xx), as the document describes it. */
export type AnswerOf<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer Rs } ? JsonBody<Rs[Extract<keyof Rs, 200 | 201 | 202>]> : never;

/** True when T is `unknown` (an answer the document leaves open: `{}`). */
type IsUnknown<T> = unknown extends T ? ([T] extends [unknown] ? true : false) : false;

/**
 * The answer of a call: the document's type when the address is a literal the document names with a
 * described answer; `any` when the address is only known at run time or the document leaves the answer
 * open (undescribed answers stay as they were, typed by their caller).
 */
export type ApiAnswer<U extends string, M extends HttpMethod> = string extends U
  ? any
  : [PathOf<U>] extends [never]
    ? any
    : AnswerOf<PathOf<U>, M> extends infer A
      ? IsUnknown<A> extends true
        ? any
        : [A] extends [never]
          ? any
          : A
      : any;

/** The address of an action route: POST /{resource}/{id}/{name}, or /{resource}/{name} on the collection. */
export type ActionAddress<R extends string, N extends string, HasId extends boolean> = HasId extends true ? `/api/v1/${R}/{id}/${N}` : `/api/v1/${R}/${N}`;

/** The address of a path relative to /api/v1 (`stats/work`). */
export type ApiAddress<P extends string> = `/api/v1/${P}`;
