import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_CSP } from '../src/plugins/api-description.ts';
import { signedInMember } from './helpers/team.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

/** Every route the app answers, read from Fastify's own route tree (`printRoutes`, one node a
 * line, nested by indentation; a node's path continues its parent's). */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    parents.length = node[1]!.length / 4;
    parents.push(node[2]!);
    const path = parents.join('');
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/** `/api/blogs/:id` as OpenAPI writes it: `/api/blogs/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The reference's own page and files (Swagger UI's script, styles and copy of the document) are
 * not calls of the API; HEAD answers as GET does. */
const isApiCall = ({ method, path }: { method: string; path: string }) =>
  /^\/api(\/|$)/.test(path) && !path.startsWith('/api/docs') && method !== 'HEAD';

describe(`the API description (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app);
    const response = await t.app.inject({ url: '/api/openapi.json', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    // validate() dereferences the document it is given: a copy keeps the one the other tests read.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('lists every /api route with its method, and nothing else', () => {
    const routes = registeredRoutes(t.app).filter(isApiCall);
    expect(routes.length).toBeGreaterThan(60);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = routes.map(({ method, path }) => `${method} ${openApiPath(path)}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it("describes each call's params, query, body and answers from the shared schemas", () => {
    const login = document.paths['/api/auth/login']!.post!;
    const loginBody = login.requestBody as OpenAPIV3.RequestBodyObject;
    expect(loginBody.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    });
    expect(login.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { success: {}, data: {} } } } },
    });
    expect(login.responses.default).toMatchObject({
      content: { 'application/json': { schema: { required: ['success', 'error'] } } },
    });

    const list = document.paths['/api/blogs']!.get!;
    const query = (list.parameters as OpenAPIV3.ParameterObject[]).map((p) => `${p.in} ${p.name}`);
    expect(query).toEqual(expect.arrayContaining(['query limit', 'query cursor', 'query q']));

    const replace = document.paths['/api/admin/jobs/{id}']!.put!;
    const params = replace.parameters as OpenAPIV3.ParameterObject[];
    expect(params).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
    const jobBody = replace.requestBody as OpenAPIV3.RequestBodyObject;
    expect(jobBody.content['application/json']!.schema).toMatchObject({
      properties: { title: { type: 'string' }, closesAt: {} },
    });
    // A content type's fields carry their one description: the portal's label and help text, and
    // how the portal edits them (decision 069).
    const course = document.paths['/api/admin/courses']!.post!;
    const courseBody = (course.requestBody as OpenAPIV3.RequestBodyObject).content[
      'application/json'
    ]!.schema as OpenAPIV3.SchemaObject;
    expect(courseBody.properties).toMatchObject({
      duration: { title: 'Duration', description: 'As shown: 5 days.', 'x-input': 'text' },
      sessions: { title: 'Sessions', 'x-input': 'group', 'x-item-label': 'Session' },
    });

    // The forms read by hand are described too: multipart, with the file the route reads.
    const image = document.paths['/api/upload/cloud-image']!.post!;
    expect((image.requestBody as OpenAPIV3.RequestBodyObject).content).toMatchObject({
      'multipart/form-data': { schema: { properties: { image: { format: 'binary' } } } },
    });
    const post = document.paths['/api/blogs']!.post!;
    expect(Object.keys((post.requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);

    // Every call documents the answer it gives when it succeeds.
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item ?? {})) {
        const codes = Object.keys((operation as OpenAPIV3.OperationObject).responses);
        expect(
          codes.some((code) => /^2\d\d$/.test(code)),
          `${method} ${path}`,
        ).toBe(true);
      }
  });

  it('is for staff of any role', async () => {
    const author = await signedInMember(t.app, 'author@example.com', 'author');
    const response = await t.app.inject({
      url: '/api/openapi.json',
      headers: bearer(author.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toBeDefined();
  });

  it('answers 401 to anyone signed out, as the other admin calls do', async () => {
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ success: false, error: 'Authentication required' });
    }
  });

  it('has a readable reference at /api/docs for staff, all of it served from this server', async () => {
    const page = await t.app.inject({ url: '/api/docs', headers: bearer(admin) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CSP);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, 'no other origin').toMatch(/^\/api\/docs\//);
      const file = await t.app.inject({ url: source, headers: bearer(admin) });
      expect(file.statusCode, source).toBe(200);
    }
    const copy = await t.app.inject({ url: '/api/docs/json', headers: bearer(admin) });
    expect(copy.json()).toEqual(document);
  });
});

describe(`the API description under npm run dev (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiDocsOpen: true });
  });
  afterAll(() => t.close());

  it('is open to anyone', async () => {
    expect((await t.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});
