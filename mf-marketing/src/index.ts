// Standalone dev page of this remote (the async boundary federation needs).
import('./app/bootstrap');
