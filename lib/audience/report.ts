// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The staff page's audience report, as the report function answers it: the figures of the last
 * `days` days (today's so far included), each section a list of plain rows.
 */
export const PERIODS = [7, 28, 90] as const;
export type Period = (typeof PERIODS)[number];

export interface AudienceReport {
  from: string;
  to: string;
  traffic: { day: string; views: number; visits: number; visitors: number }[];
  pages: { page: string; template: string; views: number; entries: number }[];
  entryPages: { page: string; visits: number }[];
  sources: { source: string; visits: number }[];
  languages: { locale: string; views: number; visits: number }[];
  devices: { device: string; views: number; visits: number }[];
  conversions: { conversion: string; role: string; conversions: number }[];
  byEntryPage: { page: string; visits: number; conversion: string | null; conversions: number }[];
  byStartPage: {
    page: string;
    template: string;
    views: number;
    conversion: string | null;
    conversions: number;
  }[];
  vitals: {
    template: string;
    device: string;
    metric: string;
    visits: number;
    p75: number;
    good: number;
    improve: number;
    poor: number;
  }[];
  targets: { template: string; device: string; metric: string; target: string; visits: number }[];
}

export type ReportSection = Exclude<keyof AudienceReport, 'from' | 'to'>;
