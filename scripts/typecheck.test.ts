// tsconfig.browser.json checks shared, the host and the areas as one program, in place of their own
// tsconfig.json files: it must check every file they name, with the options they set.
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from '@platform/shared/registry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shared', 'host', ...AREA_NAMES.map((area) => `remote-${area}`)];

function parse(configFile: string): ts.ParsedCommandLine {
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile), undefined, configFile);
}

/** The files the `types` option brings in, as the compiler finds them from the config's folder. */
function typeFiles(parsed: ts.ParsedCommandLine): string[] {
  const from = resolve(dirname(String(parsed.options.configFilePath)), '__inferred type names__.ts');
  return (parsed.options.types ?? []).map((name) => {
    const found = ts.resolveTypeReferenceDirective(name, from, parsed.options, ts.sys).resolvedTypeReferenceDirective;
    if (!found?.resolvedFileName) throw new Error(`type ${name} not found from ${from}`);
    return realpathSync(found.resolvedFileName);
  });
}

/** Every option but where the config is and how it names its types. */
function checkingOptions({ options }: ts.ParsedCommandLine): ts.CompilerOptions {
  const { configFilePath: _path, types: _types, ...rest } = options;
  return rest;
}

describe('the type check of the browser code', () => {
  const browser = parse(resolve(root, 'tsconfig.browser.json'));
  const own = (name: string) => parse(resolve(root, name, 'tsconfig.json'));

  it.each(PACKAGES)('checks every file %s/tsconfig.json names, with its options', (name) => {
    const parsed = own(name);
    expect(parsed.errors).toEqual([]);
    expect(browser.fileNames).toEqual(expect.arrayContaining(parsed.fileNames));
    expect(checkingOptions(browser)).toEqual(checkingOptions(parsed));
    expect(typeFiles(browser)).toEqual(typeFiles(parsed));
  });

  it('checks no file that no package config names', () => {
    const named = new Set(PACKAGES.flatMap((name) => own(name).fileNames));
    expect(browser.errors).toEqual([]);
    expect(browser.fileNames.filter((file) => !named.has(file))).toEqual([]);
  });
});
