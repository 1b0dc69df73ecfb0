// Runs inside the emulators for `npm start`: says where the site is, then keeps them up until Ctrl-C.
console.log(`\n  Agora is running at ${process.argv[2]}  (Ctrl-C to stop)\n`);
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1 << 30);
