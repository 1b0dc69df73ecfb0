import * as logger from 'firebase-functions/logger';
import { ROW_LABEL, ROW_MESSAGE } from '../../lib/audience/rows.mjs';

/** A row of the audience measurement (lib/audience/rows.mjs lists every field). */
export type AudienceRow =
  | {
      kind: 'view';
      locale: string;
      page: string;
      template: string;
      device: string;
      source: string;
      entry: boolean;
      visitor: string;
      lcp?: number;
      inp?: number;
      cls?: number;
      fcp?: number;
      ttfb?: number;
      lcp_target?: string;
      inp_target?: string;
      cls_target?: string;
    }
  | {
      kind: 'conversion';
      locale: string;
      conversion: string;
      role?: string;
      start_page?: string;
      entry_page?: string;
    };

/**
 * Writes each row as one structured log line, the measurement's only write: Cloud Logging's sink
 * copies the lines with ROW_LABEL into BigQuery, and the exclusion scripts/audience-setup.mjs
 * makes keeps them out of the project's log buckets. A row holds no address, no account and no
 * free text: its values are closed lists, site paths, the day's visitor hash and numbers.
 */
export function writeAudienceRows(rows: AudienceRow[]): void {
  for (const row of rows) {
    logger.write({
      severity: 'INFO',
      message: ROW_MESSAGE,
      'logging.googleapis.com/labels': { [ROW_LABEL.key]: ROW_LABEL.value },
      ...row,
    });
  }
}
