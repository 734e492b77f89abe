import type { FastifyInstance } from 'fastify';
import { addBotsSchema, type AddBotsResult } from '@earshot/shared/api/admin-bots';
import type { AdminRoom } from '@earshot/shared/hub/game-state';
import type { AppContext } from '../../app-context.ts';
import type { Hub } from '../../hub/create-hub.ts';
import { notFound } from '../http-error.ts';
import { parseInput } from '../validate.ts';

/** Admin REST of the live game; the admin claim is checked for every /api/admin route (auth-hooks.ts). */
export function registerGameAdminRoutes(app: FastifyInstance, _ctx: AppContext, hub: Hub) {
  app.get('/api/admin/GetAllRooms', async (): Promise<AdminRoom[]> => hub.rooms.adminRooms());

  app.post('/api/admin/AddBots', async (request): Promise<AddBotsResult> => {
    const options = parseInput(addBotsSchema, request.body);
    const result = await hub.rooms.addBots(options);
    if (!result) throw notFound(`No active room named ${options.RoomName}`);
    return result;
  });
}
