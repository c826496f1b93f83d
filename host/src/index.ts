import { showStartFailed } from './startup/start-failed';

// The async boundary lets Module Federation settle the shared singletons before any app code runs.
// It is crossed in a task of its own: the runtime's set-up and the start-up chunks' loading (the
// singletons' versions resolved, their scripts added) held the main thread as one long task.
// If the start-up's code cannot arrive or run, the page says so and offers to try again.
setTimeout(() => {
  import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
    console.error('The site failed to start', error);
    showStartFailed();
  });
}, 0);
