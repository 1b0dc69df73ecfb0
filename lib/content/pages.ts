import { z } from 'zod';
import { href, link, pageHead, text } from './fields';
import { readYaml } from './read';

const item = z.object({ title: text, body: text }).strict();

/** The building blocks of a content page; each `kind` has one component in components/sections. */
const sectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('features'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('steps'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('stats'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ value: text, label: text }).strict()).min(1),
    })
    .strict(),
  z.object({ kind: z.literal('prose'), id: text.optional(), heading: text, body: text }).strict(),
  z
    .object({
      kind: z.literal('news'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      count: z.number().int().min(1).max(6),
    })
    .strict(),
  z
    .object({
      kind: z.literal('people'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ name: text, role: text, bio: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('links'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ title: text, body: text, href }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('quotes'),
      id: text.optional(),
      heading: text,
      items: z.array(z.object({ quote: text, name: text, role: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('faq'),
      id: text.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ question: text, answer: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('cta'),
      id: text.optional(),
      heading: text,
      body: text,
      actions: z.array(link).min(1).max(2),
    })
    .strict(),
]);

const pageSchema = z
  .object({
    ...pageHead,
    /** Buttons under the lead, for pages that open with a call to action (the landing page). */
    actions: z.array(link).min(1).max(2).optional(),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();

export type Section = z.output<typeof sectionSchema>;
export type Page = z.output<typeof pageSchema>;

/** A content page from `content/pages/<slug>.yaml`. */
export function loadPage(slug: string): Page {
  return readYaml(`pages/${slug}.yaml`, pageSchema);
}
