// For the web's unit tests (vitest.config.ts): a findBy… or waitFor waits up to 10 s, not 1 s.
// These are limits for a failure, never durations a test asserts: on a loaded machine (a load
// average of 35–47 beside the suite) a page's first render with its lazily loaded texts took
// longer than 1 s, and a test failed that would have passed a moment later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
