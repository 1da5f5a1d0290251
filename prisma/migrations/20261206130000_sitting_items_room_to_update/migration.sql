-- A sitting's 180 items are inserted together at its start, then each row is updated in place:
-- when the candidate is shown the question (opened_at) and when the paper is marked (answer,
-- correct). None of those columns is indexed, so PostgreSQL can keep each new row version on the
-- same page (a HOT update) and skip the three index entries a moved row needs, but only if the
-- page has room. Filled to half at insert, a submit's marking writes about a sixth of the WAL it
-- wrote on full pages (docs/decisions.md, "Sitting items leave room to be marked"). Pages already
-- written keep their packing; new sittings get the room.
ALTER TABLE "sitting_items" SET (fillfactor = 50);
