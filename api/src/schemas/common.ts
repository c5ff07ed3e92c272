import { Type, type Static, type TSchema } from "@sinclair/typebox";

/** A slug as used in every URL: lowercase letters, digits and dashes. */
export const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" });

/** Money travels as a decimal string in USD (the default currency), never as a float. */
export const Money = Type.String({ pattern: "^\\d{1,9}\\.\\d{2}$", examples: ["24.90"] });

/** An image with its intrinsic size, so pages reserve the space and never shift. `url` is a path on the API origin. */
export const Image = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
  /** A photograph's files by width, smallest first, the last being `url` (for `<img srcset>`); none for drawings. */
  srcset: Type.Optional(Type.Array(Type.Object({ url: Type.String(), width: Type.Integer() }))),
});
export type Image = Static<typeof Image>;

export const SlugParams = Type.Object({ slug: Slug });

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** The paginated envelope of every list, after Django REST Framework. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Every 4xx and 5xx body. `errors` maps a field to its messages, as a form shows them. */
export const ApiError = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** A business rule's refusal (a reservation's window, stock …): its name and figures. */
  rule: Type.Optional(Type.String()),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type ApiError = Static<typeof ApiError>;

export const NamedRef = Type.Object({ slug: Slug, name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;
