import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for a state, not a speed: a lazy route on a busy 2-core machine may
// take seconds to load, so they are bounded generously (a test whose state never comes still fails).
configure({ asyncUtilTimeout: 10_000 });
