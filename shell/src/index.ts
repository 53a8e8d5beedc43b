// The async boundary federation needs before shared singletons are used (RUNTIME-006).
import('./app/bootstrap');
