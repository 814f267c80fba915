"""GPU targets: shared-memory limits and the occupancy they allow."""
