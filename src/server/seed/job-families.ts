/**
 * Professions of the demo data. A talent and a project belong to one family, so titles,
 * skills (kind skill), industries (ind), technologies (soft), employers, degrees and
 * certificates stay coherent with each other.
 */

const list = (s: string) => s.split(', ')

export interface Family {
  key: string
  /** Human label used for pools and tags. */
  label: string
  titles: string[]
  skills: string[]
  industries: string[]
  tech: string[]
  employers: string[]
  degrees: string[]
  certificates: [string, string][]
  /** Typical day rate in EUR (min, max) for a mid-level freelancer. */
  dayRate: [number, number]
  /** Share of projects and talents (relative weight). */
  weight: number
}

const cert = (s: string): [string, string][] =>
  s.split('; ').map((pair) => {
    const [name, issuer] = pair.split(' @ ')
    return [name, issuer]
  })

export const FAMILIES: Family[] = [
  {
    key: 'backend',
    label: 'Backend Development',
    titles: list(
      'Java Developer, Backend Engineer, Senior Java Developer, Python Developer, .NET Developer, Software Architect, Go Developer, Kotlin Developer',
    ),
    skills: list(
      'Java, Spring Boot, Kotlin, Python, Django, Go, C#, .NET, REST, GraphQL, Microservices, PostgreSQL, MySQL, Kafka, Redis, Hibernate, JUnit, Domain-Driven Design',
    ),
    industries: list('Banking, Insurance, E-commerce, Telecommunications, Automotive, Public Sector'),
    tech: list('IntelliJ IDEA, Git, Jenkins, Maven, Gradle, Docker, Jira, Confluence'),
    employers: list(
      'Nordlicht Software GmbH, Rheinwerk Systems AG, Polder Digital B.V., Thames Code Ltd, Iberia Datos S.L., Alpenbank IT Services, Lumière Logiciel SAS, Vistula Software Sp. z o.o.',
    ),
    degrees: list(
      'B.Sc. Computer Science, M.Sc. Computer Science, M.Sc. Software Engineering, Diplom-Informatiker, B.Eng. Business Informatics',
    ),
    certificates: cert(
      'Oracle Certified Professional Java SE @ Oracle; AWS Certified Developer – Associate @ Amazon Web Services; Certified Kubernetes Application Developer @ The Linux Foundation; iSAQB Certified Professional for Software Architecture @ iSAQB',
    ),
    dayRate: [550, 950],
    weight: 14,
  },
  {
    key: 'frontend',
    label: 'Frontend Development',
    titles: list(
      'Frontend Developer, React Developer, Angular Developer, UI Engineer, Full-Stack Developer, Web Developer',
    ),
    skills: list(
      'TypeScript, JavaScript, React, Angular, Vue.js, HTML5, CSS3, Sass, Redux, Next.js, Node.js, Accessibility, Jest, Cypress, Storybook, Webpack',
    ),
    industries: list('E-commerce, Media, Retail, Travel, SaaS, FinTech'),
    tech: list('Figma, Git, VS Code, npm, Vite, Jira'),
    employers: list(
      'Pixelhafen GmbH, Canal Web Studio B.V., Atelier Numérique SA, Webforge Ltd, Sol Interactive S.L., Brightside Digital Ltd',
    ),
    degrees: list(
      'B.Sc. Media Informatics, B.Sc. Computer Science, M.A. Interaction Design, HBO Informatica',
    ),
    certificates: cert(
      'Professional Scrum Developer @ Scrum.org; Web Accessibility Specialist @ IAAP; Meta Front-End Developer @ Meta',
    ),
    dayRate: [500, 850],
    weight: 10,
  },
  {
    key: 'data',
    label: 'Data & AI',
    titles: list(
      'Data Scientist, Data Engineer, Machine Learning Engineer, BI Developer, Data Analyst, Analytics Engineer',
    ),
    skills: list(
      'Python, SQL, Pandas, Spark, Machine Learning, Deep Learning, TensorFlow, PyTorch, scikit-learn, Statistics, dbt, Airflow, Data Modeling, ETL, Power BI, Tableau, NLP',
    ),
    industries: list('Retail, Pharmaceuticals, Energy, Banking, Insurance, Logistics'),
    tech: list('Databricks, Snowflake, Jupyter, BigQuery, Looker, Git'),
    employers: list(
      'Datenwerk Analytics GmbH, Tulip Insights B.V., Quantix SAS, Albion Data Ltd, Analítica Norte S.L., Helix Research AG',
    ),
    degrees: list(
      'M.Sc. Data Science, M.Sc. Statistics, Ph.D. Physics, M.Sc. Mathematics, B.Sc. Econometrics',
    ),
    certificates: cert(
      'Microsoft Certified: Azure Data Scientist Associate @ Microsoft; Databricks Certified Data Engineer @ Databricks; Google Professional Data Engineer @ Google Cloud; TensorFlow Developer Certificate @ Google',
    ),
    dayRate: [600, 1000],
    weight: 9,
  },
  {
    key: 'cloud',
    label: 'Cloud & DevOps',
    titles: list(
      'DevOps Engineer, Cloud Architect, Site Reliability Engineer, Platform Engineer, System Administrator, Network Engineer',
    ),
    skills: list(
      'Kubernetes, Docker, Terraform, Ansible, AWS, Azure, Google Cloud, Linux, CI/CD, Prometheus, Grafana, Bash, Helm, Networking, Security Hardening, Incident Management',
    ),
    industries: list('Telecommunications, Cloud Services, Banking, Automotive, Public Sector, Healthcare'),
    tech: list('GitLab CI, Jenkins, ArgoCD, Datadog, ServiceNow, HashiCorp Vault'),
    employers: list(
      'Wolkenwerk GmbH, Delta Hosting B.V., Nuage Infra SAS, Pennine Cloud Ltd, Servicios Cirro S.L., Baltic Ops OÜ',
    ),
    degrees: list(
      'B.Sc. Computer Engineering, M.Sc. Distributed Systems, B.Sc. Information Technology, Fachinformatiker Systemintegration',
    ),
    certificates: cert(
      'AWS Certified Solutions Architect – Professional @ Amazon Web Services; Certified Kubernetes Administrator @ The Linux Foundation; HashiCorp Certified: Terraform Associate @ HashiCorp; Microsoft Certified: Azure Administrator @ Microsoft',
    ),
    dayRate: [600, 1050],
    weight: 9,
  },
  {
    key: 'sap',
    label: 'SAP & ERP',
    titles: list(
      'SAP FI/CO Consultant, SAP S/4HANA Consultant, SAP ABAP Developer, SAP MM Consultant, ERP Consultant, SAP Basis Administrator',
    ),
    skills: list(
      'SAP FI, SAP CO, SAP MM, SAP SD, ABAP, S/4HANA, SAP BW, Fiori, Business Process Modeling, Requirements Engineering, Data Migration, SAP PP',
    ),
    industries: list('Manufacturing, Chemicals, Automotive, Consumer Goods, Utilities'),
    tech: list('SAP GUI, SAP Solution Manager, HANA Studio, Excel, Jira'),
    employers: list(
      'Walldorf Consulting Partners GmbH, ERPlus AG, Noord ERP B.V., Conseil Intégral SA, Midlands ERP Ltd',
    ),
    degrees: list(
      'Diplom-Wirtschaftsinformatiker, M.Sc. Business Informatics, B.A. Business Administration, M.Sc. Industrial Engineering',
    ),
    certificates: cert(
      'SAP Certified Application Associate – S/4HANA Financial Accounting @ SAP; SAP Certified Development Associate – ABAP @ SAP; SAP Certified Application Associate – Sourcing and Procurement @ SAP',
    ),
    dayRate: [750, 1250],
    weight: 7,
  },
  {
    key: 'finance',
    label: 'Finance & Controlling',
    titles: list(
      'Financial Controller, Accountant, Finance Manager, Interim CFO, Tax Consultant, Internal Auditor, Payroll Specialist',
    ),
    skills: list(
      'IFRS, HGB, US GAAP, Financial Reporting, Controlling, Budgeting, Forecasting, Audit, Tax Law, Cash Management, Consolidation, Cost Accounting, Risk Management',
    ),
    industries: list('Banking, Insurance, Real Estate, Manufacturing, Retail, Private Equity'),
    tech: list('Excel, DATEV, SAP FI, Power BI, Oracle Financials, LucaNet'),
    employers: list(
      'Hanse Treuhand GmbH, Kapitaal Advies B.V., Fiducie Générale SA, Sterling Ledger Ltd, Finanzas Claras S.L., Alpine Revision AG',
    ),
    degrees: list(
      'M.Sc. Finance, B.A. Business Administration, Diplom-Kaufmann, Master Finance et Comptabilité, M.A. Accounting',
    ),
    certificates: cert(
      'ACCA @ Association of Chartered Certified Accountants; CFA Level II @ CFA Institute; Certified Internal Auditor @ The IIA; Steuerberater @ Steuerberaterkammer',
    ),
    dayRate: [550, 1100],
    weight: 8,
  },
  {
    key: 'mechanical',
    label: 'Mechanical Engineering',
    titles: list(
      'Mechanical Engineer, Design Engineer, Process Engineer, Quality Engineer, Test Engineer, Production Engineer',
    ),
    skills: list(
      'CAD, Finite Element Analysis, GD&T, Lean Manufacturing, Six Sigma, FMEA, Product Development, Tolerance Analysis, Root Cause Analysis, ISO 9001, PPAP, APQP',
    ),
    industries: list('Automotive, Aerospace, Mechanical Engineering, Energy, Medical Devices, Rail'),
    tech: list('SolidWorks, CATIA, Siemens NX, AutoCAD, ANSYS, MATLAB'),
    employers: list(
      'Schwabentechnik GmbH, Maschinenbau Kessler AG, Brabant Engineering B.V., Mécanique du Rhône SA, Ingeniería Cantábrica S.A., Tyne Precision Ltd',
    ),
    degrees: list(
      'Dipl.-Ing. Maschinenbau, M.Sc. Mechanical Engineering, B.Eng. Automotive Engineering, Ingénieur Arts et Métiers',
    ),
    certificates: cert(
      'Six Sigma Green Belt @ TÜV SÜD; Certified SolidWorks Professional @ Dassault Systèmes; VDA 6.3 Process Auditor @ VDA QMC',
    ),
    dayRate: [500, 900],
    weight: 8,
  },
  {
    key: 'embedded',
    label: 'Electrical & Embedded',
    titles: list(
      'Embedded Software Engineer, Electrical Engineer, Hardware Engineer, Automation Engineer, PLC Programmer, Functional Safety Engineer',
    ),
    skills: list(
      'C, C++, Embedded Linux, AUTOSAR, CAN Bus, PLC, Circuit Design, ISO 26262, Real-Time Systems, Firmware, Power Electronics, Signal Processing',
    ),
    industries: list('Automotive, Industrial Automation, Energy, Rail, Semiconductors, Aerospace'),
    tech: list('Siemens TIA Portal, Vector CANoe, Altium Designer, MATLAB Simulink, Keil, Oscilloscope'),
    employers: list(
      'Elektronik Süd GmbH, Volta Systems AG, Delfts Embedded B.V., Électronique Alpine SAS, Cambridge Circuits Ltd',
    ),
    degrees: list(
      'M.Sc. Electrical Engineering, Dipl.-Ing. Elektrotechnik, B.Sc. Mechatronics, M.Sc. Embedded Systems',
    ),
    certificates: cert(
      'Certified Functional Safety Engineer @ TÜV Rheinland; Certified LabVIEW Developer @ National Instruments; Siemens Certified TIA Portal Programmer @ Siemens',
    ),
    dayRate: [550, 950],
    weight: 7,
  },
  {
    key: 'healthcare',
    label: 'Healthcare',
    titles: list(
      'Registered Nurse, Intensive Care Nurse, Physician, Physiotherapist, Clinical Research Associate, Medical Technologist, Pharmacist',
    ),
    skills: list(
      'Patient Care, Intensive Care, Wound Care, Medication Administration, Clinical Trials, GCP, Emergency Medicine, Geriatric Care, Anesthesia, Rehabilitation, Pharmacovigilance, Hygiene Standards',
    ),
    industries: list('Hospitals, Pharmaceuticals, Elderly Care, Medical Devices, Biotechnology'),
    tech: list('Epic, SAP IS-H, Medidata Rave, ORBIS, Veeva Vault'),
    employers: list(
      'Klinikum Nordstadt, Ziekenhuis Amstelland, Centre Hospitalier Saint-Roch, St. Catherine’s Hospital, Hospital Costa del Sol, Pharmaconsult CRO GmbH',
    ),
    degrees: list(
      'Gesundheits- und Krankenpflege (Examen), B.Sc. Nursing, Staatsexamen Medizin, B.Sc. Physiotherapy, M.Sc. Clinical Research',
    ),
    certificates: cert(
      'Advanced Life Support @ European Resuscitation Council; GCP Certificate @ ACRP; Fachweiterbildung Intensivpflege @ DKG',
    ),
    dayRate: [300, 650],
    weight: 8,
  },
  {
    key: 'marketing',
    label: 'Marketing',
    titles: list(
      'Marketing Manager, Performance Marketing Manager, SEO Specialist, Content Manager, Product Marketing Manager, Social Media Manager, Brand Manager',
    ),
    skills: list(
      'SEO, SEA, Content Marketing, Google Ads, Marketing Automation, Copywriting, Social Media, Brand Strategy, Campaign Management, CRM, Email Marketing, Market Research, Growth Marketing',
    ),
    industries: list('Consumer Goods, E-commerce, Media, Travel, Fashion, SaaS'),
    tech: list('HubSpot, Salesforce, Google Analytics, Adobe Creative Cloud, Hootsuite, Semrush'),
    employers: list(
      'Markenwerk Agentur GmbH, Oranje Media B.V., Agence Boréale SAS, Soho Growth Ltd, Mercado Creativo S.L.',
    ),
    degrees: list(
      'B.A. Marketing, M.A. Communication Science, B.Sc. Business Administration, Master Marketing Digital',
    ),
    certificates: cert(
      'Google Ads Search Certification @ Google; HubSpot Inbound Marketing @ HubSpot Academy; Meta Certified Digital Marketing Associate @ Meta',
    ),
    dayRate: [450, 850],
    weight: 7,
  },
  {
    key: 'pm',
    label: 'Project & Product Management',
    titles: list(
      'Project Manager, Scrum Master, Product Owner, Agile Coach, PMO Consultant, Program Manager, Business Analyst',
    ),
    skills: list(
      'Scrum, Kanban, SAFe, PRINCE2, PMP, Stakeholder Management, Requirements Engineering, Risk Management, Change Management, Roadmapping, Budget Planning, Agile Transformation',
    ),
    industries: list('Banking, Insurance, Telecommunications, Public Sector, Automotive, Energy'),
    tech: list('Jira, Confluence, MS Project, Miro, Azure DevOps, Smartsheet'),
    employers: list(
      'Projektkontor Rhein-Main GmbH, Agile Lowlands B.V., Pilotage Conseil SAS, Meridian Delivery Ltd, Gestión Ágil S.L.',
    ),
    degrees: list(
      'M.Sc. Business Informatics, MBA, B.A. Business Administration, M.Sc. Industrial Engineering',
    ),
    certificates: cert(
      'Professional Scrum Master I @ Scrum.org; PMP @ Project Management Institute; PRINCE2 Practitioner @ AXELOS; SAFe Program Consultant @ Scaled Agile',
    ),
    dayRate: [600, 1100],
    weight: 9,
  },
  {
    key: 'logistics',
    label: 'Supply Chain & Logistics',
    titles: list(
      'Supply Chain Manager, Logistics Coordinator, Procurement Specialist, Demand Planner, Warehouse Manager, Buyer',
    ),
    skills: list(
      'Supply Chain Management, Procurement, Inventory Management, Demand Planning, S&OP, Incoterms, Negotiation, Vendor Management, Lean Logistics, Transport Management, Customs',
    ),
    industries: list('Logistics, Retail, Manufacturing, Chemicals, Automotive, Food & Beverage'),
    tech: list('SAP MM, SAP EWM, Excel, Oracle SCM, Power BI'),
    employers: list(
      'Elbe Logistik GmbH, Maasvlakte Distributie B.V., Transports Garonne SA, Humber Freight Ltd, Logística Ibérica S.A.',
    ),
    degrees: list(
      'B.Sc. Logistics Management, M.Sc. Supply Chain Management, Diplom-Betriebswirt, B.A. International Business',
    ),
    certificates: cert('APICS CSCP @ ASCM; CIPS Level 4 Diploma @ CIPS; Lean Six Sigma Yellow Belt @ IASSC'),
    dayRate: [450, 850],
    weight: 6,
  },
  {
    key: 'design',
    label: 'UX & Design',
    titles: list('UX Designer, UI Designer, Product Designer, UX Researcher, Service Designer'),
    skills: list(
      'User Research, Wireframing, Prototyping, Usability Testing, Interaction Design, Design Systems, Information Architecture, Visual Design, Design Thinking',
    ),
    industries: list('SaaS, E-commerce, FinTech, Media, Public Sector'),
    tech: list('Figma, Sketch, Adobe XD, Miro, Axure'),
    employers: list(
      'Formgeber Studio GmbH, Vorm & Functie B.V., Studio Esquisse SAS, Hackney Design Co. Ltd',
    ),
    degrees: list('B.A. Communication Design, M.A. Interaction Design, B.Sc. Human-Computer Interaction'),
    certificates: cert(
      'Certified Usability Analyst @ Human Factors International; NN/g UX Certification @ Nielsen Norman Group',
    ),
    dayRate: [500, 900],
    weight: 5,
  },
]

export const FAMILY_WEIGHTS: [number, number][] = FAMILIES.map((f, i) => [i, f.weight])

export const SENIORITY: [string, number][] = [
  ['Junior', 2],
  ['', 6],
  ['Senior', 5],
  ['Lead', 1],
]
