-- IFC attachments are converted to glb at ingest, with their elements' properties beside it.
-- Those stored before wait for a worker: marked as processing with no worker holding them,
-- the workers' reaper of orphaned files queues them (jobs/start-worker.ts).
UPDATE layer_files f SET status = 'processing', progress = 0
WHERE f.role = 'attachment' AND f.file_type = 'attachment' AND f.status = 'ready'
  AND lower(f.name) LIKE '%.ifc'
  AND NOT EXISTS (SELECT 1 FROM layer_files d WHERE d.parent_id = f.id AND d.role = 'derived');
