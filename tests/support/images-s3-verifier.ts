// s3rver checks a presigned URL's expiry but not its SigV4 signature ("unimplemented" in its source),
// while real S3 refuses any URL whose signature does not cover the exact bucket, key and expiry.
// This loopback front adds that check the way S3 does it: it presigns the request it received
// again with the same credentials, date and expiry, and compares signatures; matching requests
// are passed on to s3rver unchanged.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

const amzDate = (value: string) =>
  new Date(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`,
  );

export async function startSignatureVerifier(
  upstreamPort: () => number,
  signer: () => { client: S3Client; bucket: string },
) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const given = url.searchParams.get("X-Amz-Signature");
    if (given && req.method === "PUT") {
      const { client, bucket } = signer();
      const [, pathBucket, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      const expected = new URL(
        await getSignedUrl(client, new PutObjectCommand({ Bucket: pathBucket, Key: key }), {
          signingDate: amzDate(url.searchParams.get("X-Amz-Date") ?? ""),
          expiresIn: Number(url.searchParams.get("X-Amz-Expires")),
        }),
      ).searchParams.get("X-Amz-Signature");
      if (pathBucket !== bucket || expected !== given) {
        req.resume();
        res
          .writeHead(403, { "content-type": "application/xml" })
          .end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort(), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
