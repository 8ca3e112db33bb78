import {
  adminProductBody,
  adminProductDeleteResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductSchema,
  idParams,
  materialCreateBody,
  materialListResponse,
  materialSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageUploadResponse,
} from '@rdo/contracts'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as service from './catalog.admin.service.ts'
import { uploadProductImage } from './product-image-upload.ts'
import { createProduct, updateProduct } from './product-save.ts'

const tags = ['admin-catalog']

/** The editor's photo upload, in its own scope: only it takes multipart bodies. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 2, fields: 5 } })
  app.post(
    '/uploads/product-image',
    {
      config: { access: ADMIN, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: productImageUploadResponse } },
    },
    async (req) => uploadProductImage(app.ctx, await auditActor(req), req),
  )
}

/** Back-office catalogue (/api/admin): products with their sizes, colours, materials and images. */
const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/products',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminProductListQuery, response: { 200: adminProductListResponse } },
    },
    async (req) => service.listProducts(ctx, req.query),
  )

  app.get(
    '/products/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: { 200: adminProductSchema } } },
    async (req) => service.getProduct(ctx, req.params.id),
  )

  app.post(
    '/products',
    {
      config: { access: ADMIN },
      schema: { tags, body: adminProductBody, response: { 201: adminProductSchema } },
    },
    async (req, reply) => reply.code(201).send(await createProduct(ctx, await auditActor(req), req.body)),
  )

  app.put(
    '/products/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: adminProductBody, response: { 200: adminProductSchema } },
    },
    async (req) => updateProduct(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/products/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: adminProductDeleteResponse } },
    },
    async (req) => service.deleteProduct(ctx, await auditActor(req), req.params.id),
  )

  app.get(
    '/materials',
    { config: { access: ADMIN }, schema: { tags, response: { 200: materialListResponse } } },
    async () => service.listMaterials(ctx),
  )

  app.post(
    '/materials',
    {
      config: { access: ADMIN },
      schema: { tags, body: materialCreateBody, response: { 200: materialSchema, 201: materialSchema } },
    },
    async (req, reply) => {
      const { material, created } = await service.addMaterial(ctx, await auditActor(req), req.body.name)
      return reply.code(created ? 201 : 200).send(material)
    },
  )

  await app.register(uploadRoutes)
}

export default catalogAdminRoutes
