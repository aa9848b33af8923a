import Stagehand

print("stagehand-bench")
