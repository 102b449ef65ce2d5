// @vitest-environment jsdom
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { expect, test } from 'vitest';
import { readRouterState, ROUTER_DATA_ELEMENT_ID, serializeRouterState } from './router-hydration';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = ROUTER_DATA_ELEMENT_ID;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

const routes = [{ id: 'root', path: '/', children: [{ id: 'page', path: 'page', loader: () => ({ title: '</script><script>alert(1)</script>' }) }] }];

test("a page's loader data comes back as it was rendered, and cannot close its script element", async () => {
  const context = await createStaticHandler(routes).query(new Request('http://localhost/page'));
  if (context instanceof Response) throw new Error('expected a render');
  const json = serializeRouterState(context);
  expect(json).not.toContain('</script>');
  expect(readRouterState(pageWith(json))).toEqual({ loaderData: context.loaderData, actionData: null, errors: null });
});

test('a not-found render hydrates with a route error the error element recognises', async () => {
  const context = await createStaticHandler(routes).query(new Request('http://localhost/nowhere'));
  if (context instanceof Response) throw new Error('expected a render');
  const state = readRouterState(pageWith(serializeRouterState(context)))!;
  const error = state.errors!.root;
  expect(isRouteErrorResponse(error)).toBe(true);
  expect(error).toMatchObject({ status: 404, statusText: 'Not Found' });
});

test('other errors come back as errors; a page without readable state has none', () => {
  const state = readRouterState(pageWith(serializeRouterState({ loaderData: {}, actionData: null, errors: { root: new TypeError('boom') } })))!;
  expect(state.errors!.root).toEqual(new Error('boom'));
  expect(readRouterState(pageWith('null'))).toBeUndefined();
  expect(readRouterState(pageWith('{'))).toBeUndefined();
  expect(readRouterState(document.implementation.createHTMLDocument('empty'))).toBeUndefined();
});
