/** Where the functions run: in the EU, beside the data (firebase.json's rewrites name it too). */
export const REGION = 'europe-west1';
