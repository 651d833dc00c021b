import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { DOCUMENTS } from '../../support/response-check';

/** DiagnosticSeverity.Error of @stoplight/types. */
const ERROR = 0;

/** Both documents pass Spectral's `spectral:oas` ruleset and Redocly's `recommended` config: warnings are allowed, errors are not. */
describe.each(Object.entries(DOCUMENTS))('The OpenAPI document %s, linted', (id, document) => {
  const text = JSON.stringify(document, null, 2);

  it('has no error under Spectral (spectral:oas)', async () => {
    const spectral = new Spectral();
    // The ruleset's own default set of rules, as `extends: spectral:oas` gives it.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(text, Json, id));
    const errors = results
      .filter((result) => result.severity === ERROR)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  });

  it('has no error under Redocly (recommended)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: `/${id}`, config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });
});
