-- Who offered a contract: an agent's direct upline, or nobody (the house). A sub-agent's offer
-- comes from the agent that opened it, within that agent's own accepted terms.
ALTER TABLE agent_contracts ADD COLUMN offered_by INTEGER REFERENCES members(id) ON DELETE SET NULL;
CREATE INDEX agent_contracts_offered_by ON agent_contracts(offered_by);
