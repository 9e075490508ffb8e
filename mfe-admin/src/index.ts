// The async boundary: shared modules are initialised by the federation runtime before bootstrap runs.
void import('./bootstrap');
