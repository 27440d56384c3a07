// Loaded first (node --import) into a process that must make no network request: every outgoing
// connection and name lookup throws, naming what was tried. Standard input and output still work.
import dns from "node:dns";
import net from "node:net";
import tls from "node:tls";

const refuse = (what) => () => {
  throw new Error(`no-network: ${what} was called`);
};
net.connect = net.createConnection = refuse("net.connect");
net.Socket.prototype.connect = refuse("Socket.connect");
tls.connect = refuse("tls.connect");
dns.lookup = refuse("dns.lookup");
dns.promises.lookup = refuse("dns.promises.lookup");
