import { drawingOf, type BrandDrawing } from '@/lib/brand-drawings';
import { loadSite } from '@/lib/content/site';

/**
 * The networks of content/site.yaml's social links that simple-icons draws (LinkedIn asked it to
 * leave its mark out, so LinkedIn shows as its name alone).
 */
export const drawnSocialMarks = (): BrandDrawing[] =>
  loadSite().social.flatMap((link) => drawingOf(link.label) ?? []);
