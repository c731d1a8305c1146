import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { TestArtifact, VisualRegressionArtifact } from 'vitest';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';
import { renderReviewPage, type ScreenshotMismatch } from './review-page.ts';

declare module 'vitest' {
  // Storybook's test plugin records each story's id in the test's meta.
  interface TaskMeta {
    storyId?: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
/** Git-ignored, like the rest of `.vitest/`. */
export const visualReviewDir = path.join(root, '.vitest/visual-review');

function isVisualRegression(artifact: TestArtifact): artifact is VisualRegressionArtifact {
  return artifact.type === 'internal:toMatchScreenshot';
}

function attachmentPath(artifact: VisualRegressionArtifact, name: 'reference' | 'actual' | 'diff') {
  return artifact.attachments.find((attachment) => attachment.name === name)?.path;
}

interface FoundMismatch {
  test: TestCase;
  message: string;
  reference: string;
  actual: string;
  diff: string | undefined;
}

// A missing baseline or an unstable page also records this artifact, with no "actual" image: those
// are failures to read in the terminal, not changes to review.
function findMismatches(testModules: ReadonlyArray<TestModule>): FoundMismatch[] {
  return testModules.flatMap((testModule) =>
    [...testModule.children.allTests()].flatMap((test) =>
      test.artifacts().flatMap((artifact) => {
        if (!isVisualRegression(artifact)) return [];
        const reference = attachmentPath(artifact, 'reference');
        const actual = attachmentPath(artifact, 'actual');
        if (!reference || !actual) return [];
        // The first line only repeats that the screenshot differs; the rest says by how much.
        const message = artifact.message.split('\n').slice(1).join('\n') || artifact.message;
        return [{ test, message, reference, actual, diff: attachmentPath(artifact, 'diff') }];
      }),
    ),
  );
}

/** Copies the images beside the page, whose links then survive the next run and a copy elsewhere. */
async function writeReviewPage(found: FoundMismatch[]): Promise<string> {
  await mkdir(path.join(visualReviewDir, 'images'), { recursive: true });
  const mismatches: ScreenshotMismatch[] = await Promise.all(
    found.map(async ({ test, message, reference, actual, diff }, index) => {
      const copy = async (from: string, kind: string) => {
        const relative = `images/${index + 1}-${kind}.png`;
        await copyFile(path.resolve(root, from), path.join(visualReviewDir, relative));
        return relative;
      };
      const { storyId } = test.meta();
      return {
        story: test.fullName,
        ...(storyId ? { storyId } : {}),
        file: path.relative(root, test.module.moduleId).split(path.sep).join('/'),
        message,
        images: {
          baseline: await copy(reference, 'baseline'),
          actual: await copy(actual, 'new'),
          ...(diff ? { diff: await copy(diff, 'diff') } : {}),
        },
      };
    }),
  );
  const page = path.join(visualReviewDir, 'index.html');
  await writeFile(page, renderReviewPage(mismatches));
  return page;
}

class VisualReviewReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    // Only a run of stories says anything about their screenshots; another project's run keeps the page.
    if (!testModules.some((testModule) => /\.stories\.[jt]sx?$/.test(testModule.moduleId))) return;
    await rm(visualReviewDir, { recursive: true, force: true });
    const found = findMismatches(testModules);
    if (found.length === 0) return;
    const page = await writeReviewPage(found);
    this.vitest?.logger.log(`\nVisual review: ${page}`);
  }
}

/** Adds the review page's reporter to every run that includes the project it is a plugin of. */
export function visualReview(): Plugin {
  return {
    name: 'prospect:visual-review',
    configureVitest({ vitest }) {
      // Pushed here rather than listed in `reporters`, which `--reporter` on the command line replaces;
      // once, though each browser instance of the project calls this hook.
      const { reporters } = vitest.config;
      if (!reporters.some((reporter) => reporter instanceof VisualReviewReporter)) {
        reporters.push(new VisualReviewReporter());
      }
    },
  };
}
