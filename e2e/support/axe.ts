import type { Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core injected into the page (the newest @axe-core/playwright needs Node 22), run with the
 * WCAG 2.0/2.1/2.2 A and AA rules. Returns the violations, each with its nodes, readable in a
 * failed assertion.
 */
// Evaluated through DevTools: the app's CSP (rightly) refuses an injected inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export async function axeViolations(target: Page | Frame): Promise<Violation[]> {
  await target.evaluate(axeSource);
  return target.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  }, TAGS);
}
