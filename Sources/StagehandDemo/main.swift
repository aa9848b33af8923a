import StagehandGTK

print("Stagehand demo (libadwaita \(GTKBackend.adwaitaVersion))")
