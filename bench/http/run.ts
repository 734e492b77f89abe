// Requests per second and latency of the public read API, against the real server in its own process.
// Usage: npm run bench:http -- [--seconds 10] [--connections 50]
import autocannon from 'autocannon';
import { flag, processUsage, startServerProcess } from '../lib/server-process.ts';

const seconds = flag('seconds', 10);
const connections = flag('connections', 50);
const routes = ['/api/room/GetAllRooms', '/api/room/GetPlayerCount', '/api/room/SearchRooms?searchTerm=rag', '/api/room/getLeaderboardData'];

const server = await startServerProcess();
try {
  console.log(`route                                   req/s    p50 ms  p99 ms  errors   (${connections} connections, ${seconds} s each)`);
  for (const route of routes) {
    const before = processUsage(server.pid);
    const result = await autocannon({ url: `${server.url}${route}`, connections, duration: seconds });
    const after = processUsage(server.pid);
    const cpu = ((after.cpuSeconds - before.cpuSeconds) / seconds) * 100;
    console.log(
      `${route.padEnd(40)}${result.requests.average.toFixed(0).padStart(6)}  ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${String(result.errors + result.non2xx).padStart(6)}   server CPU ${cpu.toFixed(0)}%, RSS ${after.rssMb.toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
}
