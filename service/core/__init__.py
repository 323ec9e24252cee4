"""What every trick-taking game here shares: cards, violations, verdicts."""
