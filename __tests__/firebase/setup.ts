import { setLogLevel } from 'firebase/app';

// The rules tests are refused on purpose and assert each refusal; the SDK would also print each
// one as a warning with its stack. Its errors still print.
setLogLevel('error');
