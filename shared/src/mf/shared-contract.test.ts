import { describe, expect, it } from 'vitest';
import { providedSharedExportsOf, sharedImportsOf, type GraphDependency, type GraphModule } from './shared-contract';

function module(name: string, dependencies: GraphDependency[], type = 'javascript/auto'): GraphModule {
  return { type, dependencies, identifier: () => name, readableIdentifier: () => name };
}
const specifier = (request: string, ...ids: string[]): GraphDependency => ({
  type: 'esm import specifier',
  request,
  ids,
});
const statement = (request: string): GraphDependency => ({ type: 'esm import', request });

describe("a build's record of @platform/shared", () => {
  it('lists each name the build imports from the package once, sorted, and nothing from elsewhere', () => {
    const modules = [
      module('./src/a.tsx', [
        statement('@platform/shared'),
        specifier('@platform/shared', 'useSession'),
        specifier('@platform/shared', 'toast', 'info'),
        specifier('react', 'useState'),
        specifier('@platform/shared/contract', 'PATHS'),
      ]),
      module('./src/b.tsx', [
        specifier('@platform/shared', 'Button'),
        specifier('@platform/shared', 'useSession'),
        { type: 'esm export imported specifier', request: '@platform/shared', ids: ['Link'] },
      ]),
    ];
    expect(sharedImportsOf(modules)).toEqual(['Button', 'Link', 'toast', 'useSession']);
  });

  it('refuses a use of the package as a whole, naming the module', () => {
    const modules = [module('./src/c.ts', [{ type: 'esm export imported specifier', request: '@platform/shared' }])];
    expect(() => sharedImportsOf(modules)).toThrow(/\.\/src\/c\.ts uses @platform\/shared as a whole/);
  });

  it("reads the names the host's own copy exports from the module it provides, when they are known", () => {
    const source = module('/shared/src/index.ts', []);
    const provider = module('provide shared module (default) @platform/shared@1.0.0 = /shared', [], 'provide-module');
    const other = module('provide shared module (default) react@19.3.1 = /react', [], 'provide-module');
    const compilation = {
      modules: [other, provider, source],
      moduleGraph: {
        getOutgoingConnections: (from: GraphModule) => [{ module: from === provider ? source : null }],
        getProvidedExports: (of: GraphModule) => (of === source ? ['useSession', 'Button'] : true),
      },
    };
    expect(providedSharedExportsOf(compilation)).toEqual(['Button', 'useSession']);
    expect(providedSharedExportsOf({ ...compilation, modules: [other] }), 'not worked out').toBeUndefined();
  });
});
