import Fastify from "fastify";
import { Type } from "@sinclair/typebox";
const app = Fastify({ ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } } });
app.get("/:id/", { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) } }, async (r) => ({ id: (r.params as any).id, t: typeof (r.params as any).id }));
app.setErrorHandler((e, _q, reply) => { console.log("ERR", e.message, e.statusCode, e.validation); reply.send({ m: e.message }); });
for (const u of ["/1e309/", "/Infinity/", "/-1e309/"]) console.log(u, (await app.inject(u)).body);
