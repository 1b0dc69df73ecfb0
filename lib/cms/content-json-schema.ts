import { z } from 'zod';

/**
 * A content schema as JSON Schema, the parts the CMS fields are made from. zod writes it: the
 * standard form of every check a field can have (types, lengths, patterns, choices, optional and
 * required), so the CMS mapping reads one shape whatever zod builds underneath.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  default?: unknown;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  /** The field's label, where its name would not say it (`.meta({ title })`). */
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  /** What the schema says when `pattern` refuses a value (not JSON Schema's: added here). */
  patternMessage?: string;
  /** An `enum`'s values in words, by value (`.meta({ optionLabels })`, not JSON Schema's). */
  optionLabels?: Record<string, string>;
  /**
   * A value picked from a list in another content file (`.meta({ pickFrom })`, not JSON
   * Schema's): a help article's topic, one of the Help Center's, shown by its title.
   */
  pickFrom?: { kind: string; list: string; value: string; label: string };
  /**
   * A name the CMS makes from the field beside it that this names, where the editor leaves it
   * empty (`.meta({ madeFrom })`, not JSON Schema's; lib/cms/made-names.ts).
   */
  madeFrom?: string;
}

/** The message a string's format check gives, the one the build prints for a refused value. */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  const defs = [schema._zod.def, ...(schema._zod.def.checks ?? []).map((check) => check._zod.def)];
  const format = defs.find(
    (def) => 'check' in def && def.check === 'string_format' && def.error !== undefined,
  );
  const said = format?.error?.({} as never);
  return typeof said === 'string' ? said : said?.message;
}

/**
 * The JSON Schema of what a content file holds: the input side of every transform (what the file
 * says, not what the loader makes of it), each pattern with its message. Refinements have no JSON
 * Schema: the build still checks them.
 */
export function contentJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const message = jsonSchema.pattern === undefined ? undefined : patternMessage(zodSchema);
      if (message) jsonSchema.patternMessage = message;
    },
  }) as JsonSchema;
}
