import {
  AdjustmentBody,
  CreateMaterialItemBody,
  DeletedMaterialItemResponse,
  DisposalBody,
  IssueBody,
  ListLowStockQuery,
  ListLowStockResponse,
  ListMaterialBatchesResponse,
  ListMaterialItemsQuery,
  ListMaterialItemsResponse,
  ListMovementsQuery,
  ListMovementsResponse,
  ListStockQuery,
  ListStockResponse,
  MaterialBatchesQuery,
  MaterialItemParams,
  MaterialItemResponse,
  MovementParams,
  MovementsWrittenResponse,
  ReceiptBody,
  ReverseMovementBody,
  SetStockLevelsBody,
  StockLineResponse,
  UpdateMaterialItemBody,
} from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import {
  createItem,
  deleteItem,
  getItem,
  listBatches,
  listItems,
  setItemArchived,
  updateItem,
} from './item-service';
import { adjust, dispose, issue, listMovements, receive, reverse } from './movement-service';
import { listLowStock, listStock, setStockLevels } from './stock-service';

const tags = ['materials'];

/** Material management: the catalogue, stock per location, and the movement ledger. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/materials/items',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: 'The catalogue: search, category, archived ones, paging and sorting',
        querystring: ListMaterialItemsQuery,
        response: responses(ListMaterialItemsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listItems(serviceContext(request), request.query),
    }),
  );

  app.post(
    '/materials/items',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Add an item to the catalogue (SKU unique in the organisation)',
        body: CreateMaterialItemBody,
        response: responses(MaterialItemResponse, 201),
      },
    },
    async (request, reply) => {
      const item = await createItem(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data: { item } });
    },
  );

  app.get(
    '/materials/items/:id',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: 'One item',
        params: MaterialItemParams,
        response: responses(MaterialItemResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await getItem(serviceContext(request), request.params.id) },
    }),
  );

  app.patch(
    '/materials/items/:id',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Change an item (its unit stays once it has movements)',
        params: MaterialItemParams,
        body: UpdateMaterialItemBody,
        response: responses(MaterialItemResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateItem(serviceContext(request), request.params.id, request.body) },
    }),
  );

  app.post(
    '/materials/items/:id/archive',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Archive an item: it leaves the catalogue, its ledger stays',
        params: MaterialItemParams,
        response: responses(MaterialItemResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await setItemArchived(serviceContext(request), request.params.id, true) },
    }),
  );

  app.post(
    '/materials/items/:id/restore',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Bring an archived item back into the catalogue',
        params: MaterialItemParams,
        response: responses(MaterialItemResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await setItemArchived(serviceContext(request), request.params.id, false) },
    }),
  );

  app.delete(
    '/materials/items/:id',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Delete an item that has no movements (else archive it)',
        params: MaterialItemParams,
        response: responses(DeletedMaterialItemResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteItem(serviceContext(request), request.params.id),
    }),
  );

  app.get(
    '/materials/items/:id/batches',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: "An item's batches with their expiry and what is on hand",
        params: MaterialItemParams,
        querystring: MaterialBatchesQuery,
        response: responses(ListMaterialBatchesResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        batches: await listBatches(serviceContext(request), request.params.id, request.query),
      },
    }),
  );

  app.get(
    '/materials/stock',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: 'Stock per item and location: by location, by item, category, low only, search',
        querystring: ListStockQuery,
        response: responses(ListStockResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listStock(serviceContext(request), request.query),
    }),
  );

  app.put(
    '/materials/stock',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: "Set a pair's minimum, maximum and reorder quantity",
        body: SetStockLevelsBody,
        response: responses(StockLineResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: { stock: await setStockLevels(serviceContext(request), request.body) },
    }),
  );

  app.get(
    '/materials/low-stock',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: 'Pairs at or below their minimum, with the suggested order',
        querystring: ListLowStockQuery,
        response: responses(ListLowStockResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLowStock(serviceContext(request), request.query),
    }),
  );

  app.get(
    '/materials/movements',
    {
      config: { permission: 'material:read' },
      schema: {
        tags,
        summary: 'The ledger, newest first (keyset: pass nextCursor as before)',
        querystring: ListMovementsQuery,
        response: responses(ListMovementsResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMovements(serviceContext(request), request.query),
    }),
  );

  app.post(
    '/materials/receipts',
    {
      config: { permission: 'material:move' },
      schema: {
        tags,
        summary: 'Receive stock (batch and expiry for batch-tracked items)',
        body: ReceiptBody,
        response: responses(MovementsWrittenResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await receive(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/materials/issues',
    {
      config: { permission: 'material:move' },
      schema: {
        tags,
        summary: 'Issue stock (first expiry first out unless a batch is named)',
        body: IssueBody,
        response: responses(MovementsWrittenResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await issue(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/materials/adjustments',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Correct a count, up or down, with a reason',
        body: AdjustmentBody,
        response: responses(MovementsWrittenResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await adjust(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/materials/disposals',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Dispose of expired or damaged stock, with a reason',
        body: DisposalBody,
        response: responses(MovementsWrittenResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await dispose(serviceContext(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/materials/movements/:id/reverse',
    {
      config: { permission: 'material:manage' },
      schema: {
        tags,
        summary: 'Correct a movement by its reversing movement (the ledger is never edited)',
        params: MovementParams,
        body: ReverseMovementBody,
        response: responses(MovementsWrittenResponse, 201),
      },
    },
    async (request, reply) => {
      const data = await reverse(serviceContext(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
