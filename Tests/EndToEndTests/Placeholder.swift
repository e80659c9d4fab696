// Tests for EndToEnd arrive with its issue.
