// The async boundary lets Module Federation settle the shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('The site failed to start', error);
});
