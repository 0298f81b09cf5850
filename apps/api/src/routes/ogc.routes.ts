import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../http/request-auth.js';
import { collectionDoc, CONFORMANCE, landingPage } from '../services/ogc/ogc-documents.js';
import { MEDIA } from '../services/ogc/ogc-links.js';
import { featureSchemaDoc, queryablesDoc } from '../services/ogc/ogc-schema-documents.js';
import {
  collectionParams,
  commonQuery,
  errors,
  linksFor,
  ogcConfig,
  organisationParams,
  requireCredentials,
  tags,
} from './ogc-route-support.js';
import type { RouteOptions } from './route-options.js';

const document = { 200: z.any(), ...errors };

/**
 * OGC API – Features (Part 1 Core, Part 2 CRS, Part 3 queryables) for desktop GIS tools:
 * one landing page per organisation, its layers as collections. Items are in ogc-items.routes.
 */
export const ogcRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ogcCatalogue } = options.container.services;
  requireCredentials(app);

  app.get(
    '/api/ogc/',
    {
      schema: {
        tags,
        summary:
          'The caller’s organisations, each with its OGC API landing page (what to give QGIS, ArcGIS Pro or GDAL)',
        querystring: commonQuery,
        response: document,
      },
      config: ogcConfig,
    },
    async (request) => {
      const principal = requireAuth(request).principal;
      const links = await linksFor(request, options, 0);
      const rows = await ogcCatalogue.organisationsOf(principal);
      const organisations = rows.map((row) => ({
        id: row.id,
        name: row.name,
        href: links.forOrganisation(row.id).url(''),
      }));
      return {
        title: 'Waymark OGC API',
        description: 'Each organisation has its own landing page: give it to the GIS tool.',
        organisations,
        links: organisations.map((o) => ({
          href: o.href,
          rel: 'child',
          type: MEDIA.json,
          title: o.name,
        })),
      };
    },
  );

  app.get(
    '/api/ogc/organisations/:id/',
    {
      schema: {
        tags,
        summary: 'OGC API landing page of an organisation',
        params: organisationParams,
        querystring: commonQuery,
        response: document,
      },
      config: ogcConfig,
    },
    async (request) => {
      const { principal } = requireAuth(request);
      const organisation = await ogcCatalogue.organisation(principal, request.params.id);
      return landingPage(await linksFor(request, options, request.params.id), organisation.name);
    },
  );

  app.get(
    '/api/ogc/organisations/:id/conformance',
    {
      schema: {
        tags,
        summary: 'OGC API conformance classes',
        params: organisationParams,
        querystring: commonQuery,
        response: document,
      },
      config: ogcConfig,
    },
    async (request) => {
      await ogcCatalogue.organisation(requireAuth(request).principal, request.params.id);
      return { conformsTo: CONFORMANCE };
    },
  );

  app.get(
    '/api/ogc/organisations/:id/collections',
    {
      schema: {
        tags,
        summary: 'The layers the caller may see in the organisation, as collections',
        params: organisationParams,
        querystring: commonQuery,
        response: document,
      },
      config: ogcConfig,
    },
    async (request) => {
      const { principal } = requireAuth(request);
      const layers = await ogcCatalogue.layers(principal, request.params.id);
      const links = await linksFor(request, options, request.params.id);
      const collections = await Promise.all(
        layers.map(async (readable) =>
          collectionDoc(
            links,
            readable.layer,
            readable.extent,
            await ogcCatalogue.profile(readable),
          ),
        ),
      );
      return {
        links: [links.link('/collections', 'self', MEDIA.json, 'The layers')],
        collections,
      };
    },
  );

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId',
    {
      schema: {
        tags,
        summary: 'One layer as a collection: extent, CRSs, links to its items, schema and tiles',
        params: collectionParams,
        querystring: commonQuery,
        response: document,
      },
      config: ogcConfig,
    },
    async (request) => {
      const { id, layerId } = request.params;
      const readable = await ogcCatalogue.layer(requireAuth(request).principal, id, layerId);
      const profile = await ogcCatalogue.profile(readable);
      return collectionDoc(
        await linksFor(request, options, id),
        readable.layer,
        readable.extent,
        profile,
      );
    },
  );

  for (const [path, build, summary] of [
    ['queryables', queryablesDoc, 'The attributes a query parameter may filter on (JSON Schema)'],
    ['schema', featureSchemaDoc, 'The features’ schema, attributes typed (JSON Schema)'],
  ] as const) {
    app.get(
      `/api/ogc/organisations/:id/collections/:layerId/${path}`,
      {
        schema: {
          tags,
          summary,
          params: collectionParams,
          querystring: commonQuery,
          response: document,
        },
        config: ogcConfig,
      },
      async (request, reply) => {
        const { id, layerId } = request.params;
        const readable = await ogcCatalogue.layer(requireAuth(request).principal, id, layerId);
        const doc = build(
          await linksFor(request, options, id),
          readable.layer,
          await ogcCatalogue.profile(readable),
        );
        return reply.type(MEDIA.schema).send(JSON.stringify(doc));
      },
    );
  }
};
